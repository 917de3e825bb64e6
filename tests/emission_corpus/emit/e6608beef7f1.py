def forward(self):
    return 8
