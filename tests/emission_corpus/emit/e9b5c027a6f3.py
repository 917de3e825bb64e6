def forward(self):
    return 17
