def forward(self):
    return 12
