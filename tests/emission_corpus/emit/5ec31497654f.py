


def forward(self, x, y = 1, z = None, w = inf):
    return x
    