def forward(self):
    return 21
