def forward(self):
    return 24
