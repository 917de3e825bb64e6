def forward(self):
    return 34
