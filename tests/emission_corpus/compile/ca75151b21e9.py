


def forward(self, x, y):
    a = (1)(x)
    return a
    