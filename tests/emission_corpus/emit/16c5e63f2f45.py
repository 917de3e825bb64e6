def forward(self):
    return 23
