def forward(self):
    return 28
