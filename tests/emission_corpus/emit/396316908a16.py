def forward(self):
    return 15
