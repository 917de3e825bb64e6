def forward(self):
    return 39
