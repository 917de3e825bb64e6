def forward(self):
    return 19
