def forward(self):
    return 33
