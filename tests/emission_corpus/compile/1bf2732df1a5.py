


def forward(self, x, y):
    x.a += y
    return x
    