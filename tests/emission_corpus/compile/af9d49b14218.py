


def forward(self, x, y):
    return x
    a = y
    