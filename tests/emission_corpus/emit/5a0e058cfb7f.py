def forward(self):
    return 36
