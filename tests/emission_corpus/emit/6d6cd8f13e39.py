


def forward(self, x, y):
    a = b = c = f(x)
    x = y = None
    return (a, b, c)
    