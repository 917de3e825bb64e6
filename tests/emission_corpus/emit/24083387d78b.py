


def forward(self, x, *args, **kwargs):
    return (x, args, kwargs)
    