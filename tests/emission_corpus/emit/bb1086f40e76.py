def forward(self):
    return 38
