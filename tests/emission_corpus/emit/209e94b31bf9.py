


def forward(self, x, y):
    return (1, 2)
    