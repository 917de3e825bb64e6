


def forward(self, x, y):
    a = (lambda: x)
    return a
    