def forward(self):
    return 20
