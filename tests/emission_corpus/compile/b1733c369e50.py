


def forward(self, x):
    return x
def g():
    return 1
