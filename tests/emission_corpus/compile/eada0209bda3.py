


def forward(self, x, x):
    return x
    