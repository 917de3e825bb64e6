def forward(self):
    return 1
