def forward(self):
    return 9
