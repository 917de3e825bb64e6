def forward(self):
    return 3
