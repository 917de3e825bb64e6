


def forward(self, x, y):
    a = f(2 * 3)
    return a
    