def forward(self):
    return 18
