def forward(self):
    return 22
