def forward(self):
    return 29
