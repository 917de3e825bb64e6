def forward(self):
    return 37
