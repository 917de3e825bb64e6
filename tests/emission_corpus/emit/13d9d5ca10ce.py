def forward(self):
    return 0
