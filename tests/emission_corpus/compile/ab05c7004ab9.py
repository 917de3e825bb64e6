


def forward(self, x, y):
    a = f(k = 1, k = 2)
    return a
    