def forward(self):
    return 25
