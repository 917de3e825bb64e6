


def forward(self, x, y):
    a = (1).real
    return a
    