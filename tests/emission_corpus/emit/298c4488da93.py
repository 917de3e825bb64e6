def forward(self):
    return 31
