


def forward(self, x, y):
    a = x is 1
    return a
    