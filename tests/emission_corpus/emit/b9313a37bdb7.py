


def forward(self, x, y):
    return None
    