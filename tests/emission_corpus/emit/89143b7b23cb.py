def forward(self):
    return 30
