def forward(self):
    return 4
