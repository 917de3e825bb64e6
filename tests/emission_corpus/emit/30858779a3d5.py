def forward(self):
    return 7
