def forward(self):
    return 26
