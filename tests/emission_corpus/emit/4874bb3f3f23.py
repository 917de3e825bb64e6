


def forward(self, x):
    inner = self.inner(x);  x = None
    return inner
    