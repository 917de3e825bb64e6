def forward(self):
    return 13
