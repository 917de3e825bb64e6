def forward(self):
    return 27
