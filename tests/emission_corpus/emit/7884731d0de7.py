def forward(self):
    return 11
