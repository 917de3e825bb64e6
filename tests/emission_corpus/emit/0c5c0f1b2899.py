def forward(self):
    return 10
