def forward(self):
    return 6
