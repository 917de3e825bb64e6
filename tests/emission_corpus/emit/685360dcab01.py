def forward(self):
    return 14
