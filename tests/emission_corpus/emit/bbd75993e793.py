def forward(self):
    return 5
