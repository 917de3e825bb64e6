def forward(self):
    return 35
