def forward(self):
    return 2
