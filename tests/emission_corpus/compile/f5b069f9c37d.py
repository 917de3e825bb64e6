


def forward(self, x, y):
    x[0] += y
    return x
    